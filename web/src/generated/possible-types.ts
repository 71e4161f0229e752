
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Device": [
      "CogenerationSystem",
      "ElectricHeatPump",
      "HybridWaterHeater",
      "SolarSystem",
      "SolarWaterHeater"
    ],
    "PublicDevice": [
      "PublicCogenerationSystem",
      "PublicElectricHeatPump",
      "PublicHybridWaterHeater",
      "PublicSolarSystem",
      "PublicSolarWaterHeater"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Device": [
      "CogenerationSystem",
      "ElectricHeatPump",
      "HybridWaterHeater",
      "SolarSystem",
      "SolarWaterHeater"
    ],
    "PublicDevice": [
      "PublicCogenerationSystem",
      "PublicElectricHeatPump",
      "PublicHybridWaterHeater",
      "PublicSolarSystem",
      "PublicSolarWaterHeater"
    ]
  }
};
      export default result;
    