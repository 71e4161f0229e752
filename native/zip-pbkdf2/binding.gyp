{
  "targets": [
    {
      "target_name": "zip_pbkdf2",
      "sources": ["pbkdf2_sha1.c"],
      "cflags": ["-O2", "-Wall", "-Wno-deprecated-declarations"],
      "ldflags": ["-Wl,-z,now"]
    }
  ]
}
