
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "CategoryNode": [
      "Category",
      "LinkCategory"
    ],
    "Device": [
      "CogenerationSystem",
      "ElectricHeatPump",
      "HybridWaterHeater",
      "SolarSystem",
      "SolarWaterHeater"
    ],
    "Paged": [
      "BrandNamePage",
      "DevicePage",
      "DeviceSearchPage",
      "EvaluationOrganizationPage",
      "InformationPage",
      "LinkPage",
      "OrganizationPage",
      "PublicDevicePage",
      "SharedPasswordPage"
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
    "CategoryNode": [
      "Category",
      "LinkCategory"
    ],
    "Device": [
      "CogenerationSystem",
      "ElectricHeatPump",
      "HybridWaterHeater",
      "SolarSystem",
      "SolarWaterHeater"
    ],
    "Paged": [
      "BrandNamePage",
      "DevicePage",
      "DeviceSearchPage",
      "EvaluationOrganizationPage",
      "InformationPage",
      "LinkPage",
      "OrganizationPage",
      "PublicDevicePage",
      "SharedPasswordPage"
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
    