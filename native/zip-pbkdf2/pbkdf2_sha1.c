/*
 * PBKDF2-HMAC-SHA1 (RFC 8018) for WinZip AES: 1000 iterations per zip entry, each two SHA-1
 * blocks. OpenSSL's PKCS5_PBKDF2_HMAC re-initialises its HMAC context through the EVP layer on
 * every iteration and runs the output's blocks one after another; here the HMAC's inner and outer
 * states are computed once per derivation, each iteration is two calls of OpenSSL's own block
 * function (SHA1_Transform, which picks the CPU's SHA extensions), as fastpbkdf2 does, and the
 * output's blocks advance together. The SHA-1 symbols are those of the Node binary itself, so
 * nothing is linked. The derivation runs in libuv's thread pool, like crypto.pbkdf2.
 */
#define OPENSSL_SUPPRESS_DEPRECATED
#include <node_api.h>
#include <openssl/sha.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void put_be32(unsigned char *p, uint32_t v) {
  p[0] = (unsigned char)(v >> 24);
  p[1] = (unsigned char)(v >> 16);
  p[2] = (unsigned char)(v >> 8);
  p[3] = (unsigned char)v;
}

static void state_bytes(const SHA_CTX *c, unsigned char *out) {
  put_be32(out, c->h0);
  put_be32(out + 4, c->h1);
  put_be32(out + 8, c->h2);
  put_be32(out + 12, c->h3);
  put_be32(out + 16, c->h4);
}

#define MAX_INPUT 1024
#define MAX_OUTPUT 1024
#define MAX_BLOCKS ((MAX_OUTPUT + SHA_DIGEST_LENGTH - 1) / SHA_DIGEST_LENGTH)

/* The working state of one derivation: one chain of iterations per 20-byte block of the output. */
typedef struct {
  SHA_CTX ctx[MAX_BLOCKS];
  unsigned char block[MAX_BLOCKS][SHA_CBLOCK];
  unsigned char sum[MAX_BLOCKS][SHA_DIGEST_LENGTH];
} Chains;

static void pbkdf2_hmac_sha1(const unsigned char *password, size_t password_len, const unsigned char *salt,
                             size_t salt_len, uint32_t iterations, unsigned char *out, size_t out_len,
                             Chains *chains) {
  unsigned char key[SHA_CBLOCK] = {0}, pad[SHA_CBLOCK], u[SHA_DIGEST_LENGTH], counter[4];
  SHA_CTX inner, outer;
  size_t blocks = (out_len + SHA_DIGEST_LENGTH - 1) / SHA_DIGEST_LENGTH;
  if (password_len > SHA_CBLOCK)
    SHA1(password, password_len, key);
  else
    memcpy(key, password, password_len);
  for (int i = 0; i < SHA_CBLOCK; i++) pad[i] = key[i] ^ 0x36;
  SHA1_Init(&inner);
  SHA1_Update(&inner, pad, SHA_CBLOCK);
  for (int i = 0; i < SHA_CBLOCK; i++) pad[i] = key[i] ^ 0x5c;
  SHA1_Init(&outer);
  SHA1_Update(&outer, pad, SHA_CBLOCK);
  for (size_t b = 0; b < blocks; b++) {
    SHA_CTX *c = &chains->ctx[b];
    unsigned char *block = chains->block[b];
    put_be32(counter, (uint32_t)b + 1);
    *c = inner;
    SHA1_Update(c, salt, salt_len);
    SHA1_Update(c, counter, 4);
    SHA1_Final(u, c);
    *c = outer;
    SHA1_Update(c, u, SHA_DIGEST_LENGTH);
    SHA1_Final(u, c);
    memcpy(chains->sum[b], u, SHA_DIGEST_LENGTH);
    /* An iteration hashes one 20-byte digest after a 64-byte pad: one block with SHA-1's padding. */
    memset(block, 0, SHA_CBLOCK);
    memcpy(block, u, SHA_DIGEST_LENGTH);
    block[SHA_DIGEST_LENGTH] = 0x80;
    block[62] = ((SHA_CBLOCK + SHA_DIGEST_LENGTH) * 8) >> 8;
    block[63] = ((SHA_CBLOCK + SHA_DIGEST_LENGTH) * 8) & 0xff;
  }
  /*
   * The output blocks' chains are independent: advancing all of them one iteration at a time lets
   * the CPU overlap one chain's SHA-1 block with another's, where a single chain waits for each
   * block's result (AES-256 has four chains: about twice the throughput of one after the other).
   */
  for (uint32_t j = 1; j < iterations; j++) {
    for (size_t b = 0; b < blocks; b++) {
      chains->ctx[b] = inner;
      SHA1_Transform(&chains->ctx[b], chains->block[b]);
      state_bytes(&chains->ctx[b], chains->block[b]);
    }
    for (size_t b = 0; b < blocks; b++) {
      chains->ctx[b] = outer;
      SHA1_Transform(&chains->ctx[b], chains->block[b]);
      state_bytes(&chains->ctx[b], chains->block[b]);
      for (int k = 0; k < SHA_DIGEST_LENGTH; k++) chains->sum[b][k] ^= chains->block[b][k];
    }
  }
  for (size_t b = 0; b < blocks; b++) {
    size_t n = out_len < SHA_DIGEST_LENGTH ? out_len : SHA_DIGEST_LENGTH;
    memcpy(out, chains->sum[b], n);
    out += n;
    out_len -= n;
  }
  memset(key, 0, sizeof key);
  memset(pad, 0, sizeof pad);
}

typedef struct {
  napi_async_work work;
  napi_deferred deferred;
  unsigned char password[MAX_INPUT];
  size_t password_len;
  unsigned char salt[MAX_INPUT];
  size_t salt_len;
  uint32_t iterations;
  unsigned char out[MAX_OUTPUT];
  size_t out_len;
  Chains chains;
} Derivation;

static void execute(napi_env env, void *data) {
  (void)env;
  Derivation *d = data;
  pbkdf2_hmac_sha1(d->password, d->password_len, d->salt, d->salt_len, d->iterations, d->out, d->out_len, &d->chains);
}

static void complete(napi_env env, napi_status status, void *data) {
  Derivation *d = data;
  napi_value result;
  if (status == napi_ok && napi_create_buffer_copy(env, d->out_len, d->out, NULL, &result) == napi_ok) {
    napi_resolve_deferred(env, d->deferred, result);
  } else {
    napi_value message, error;
    napi_create_string_utf8(env, "pbkdf2 failed", NAPI_AUTO_LENGTH, &message);
    napi_create_error(env, NULL, message, &error);
    napi_reject_deferred(env, d->deferred, error);
  }
  napi_delete_async_work(env, d->work);
  memset(d, 0, sizeof *d);
  free(d);
}

static int buffer_arg(napi_env env, napi_value value, unsigned char *into, size_t *len) {
  bool is_buffer = false;
  void *bytes;
  if (napi_is_buffer(env, value, &is_buffer) != napi_ok || !is_buffer) return 0;
  if (napi_get_buffer_info(env, value, &bytes, len) != napi_ok || *len > MAX_INPUT) return 0;
  memcpy(into, bytes, *len);
  return 1;
}

/* pbkdf2Sha1(password: Buffer, salt: Buffer, iterations: number, keyLength: number): Promise<Buffer> */
static napi_value derive(napi_env env, napi_callback_info info) {
  size_t argc = 4;
  napi_value argv[4], promise, name;
  uint32_t key_length = 0;
  napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  Derivation *d = calloc(1, sizeof *d);
  if (d == NULL) {
    napi_throw_error(env, NULL, "out of memory");
    return NULL;
  }
  if (argc < 4 || !buffer_arg(env, argv[0], d->password, &d->password_len) ||
      !buffer_arg(env, argv[1], d->salt, &d->salt_len) ||
      napi_get_value_uint32(env, argv[2], &d->iterations) != napi_ok || d->iterations < 1 ||
      napi_get_value_uint32(env, argv[3], &key_length) != napi_ok || key_length < 1 || key_length > MAX_OUTPUT) {
    free(d);
    napi_throw_type_error(env, NULL, "pbkdf2Sha1(password: Buffer, salt: Buffer, iterations >= 1, 1 <= keyLength <= 1024)");
    return NULL;
  }
  d->out_len = key_length;
  napi_create_promise(env, &d->deferred, &promise);
  napi_create_string_utf8(env, "zip-pbkdf2", NAPI_AUTO_LENGTH, &name);
  napi_create_async_work(env, NULL, name, execute, complete, d, &d->work);
  napi_queue_async_work(env, d->work);
  return promise;
}

/* Exports pbkdf2Sha1 and its bounds, which callers read instead of repeating them. */
static napi_value init(napi_env env, napi_value exports) {
  napi_value fn, max_input, max_output;
  napi_create_function(env, "pbkdf2Sha1", NAPI_AUTO_LENGTH, derive, NULL, &fn);
  napi_set_named_property(env, exports, "pbkdf2Sha1", fn);
  napi_create_uint32(env, MAX_INPUT, &max_input);
  napi_set_named_property(env, exports, "maxInputBytes", max_input);
  napi_create_uint32(env, MAX_OUTPUT, &max_output);
  napi_set_named_property(env, exports, "maxKeyBytes", max_output);
  return exports;
}

NAPI_MODULE(NODE_GYP_MODULE_NAME, init)
