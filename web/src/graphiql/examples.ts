/** The explorer's starting tabs: the public queries a third party needs first (docs/api.md). */
export const EXAMPLE_TABS = [
  {
    query: `# The public registry of energy-saving equipment (no sign-in needed).
# Press the run button (or Ctrl-Enter). The "Docs" panel on the left lists every type and field
# with its Japanese label; ctrl-space completes field names.
#
# A page of 25 publicly visible heat pump water heaters, newest publish date first.
# Categories: cogeneration_systems, hybrid_water_heaters, electric_heat_pumps,
# solar_systems, solar_water_heaters.
query PublicList($filter: PublicDeviceFilter) {
  publicDevices(category: electric_heat_pumps, filter: $filter, page: 1) {
    total
    lastUpdate
    items {
      id
      certificateNumber
      releaseDate
      publishDate
      organizationName
      brandName { name }
      ... on PublicElectricHeatPump { systemNumber annualEfficiency tankCapacity }
    }
  }
}
`,
    variables: '{ "filter": { "includeExpired": false } }',
  },
  {
    query: `# Mirroring: what changed since your last sync, oldest change first.
# First run: leave "since" null to walk the whole public list (follow endCursor as "after" while
# hasNextPage). Then store serverTime and pass it as "since" next time. Entries with
# removed: true are tombstones (deleted, canceled or unpublished): drop that id from your copy.
query Changes($since: DateTimeISO, $after: String) {
  publicDeviceChanges(category: electric_heat_pumps, since: $since, first: 50, after: $after) {
    serverTime
    hasNextPage
    endCursor
    items {
      id
      changedAt
      removed
      removedReason
      device { id certificateNumber publishDate status updatedAt }
    }
  }
}
`,
    variables: '{ "since": null, "after": null }',
  },
  {
    query: `# One device's public detail sheet: every field with its Japanese label and unit.
query Sheet($id: Int!) {
  publicDeviceSheet(category: electric_heat_pumps, id: $id) {
    device { id certificateNumber organizationName }
    fields { label value unit }
    history { toStatus createdAt }
    certificateFileUrl
  }
}
`,
    variables: '{ "id": 1 }',
  },
];
