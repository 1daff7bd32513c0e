// The home page (/common/{types}) and its sections.
export const home = {
  "home.title": "Properties for {type}",
  "home.metaTitle": "Properties for {type} in Tamil Nadu · Nilam",
  "home.metaDescription":
    "The newest approved land, houses, apartments, stores and farm houses for {type} across Tamil Nadu.",
  "home.intro":
    "Verified listings from owners and brokers in all 38 districts, approved before they go live.",
  "newest.title": "Newest listings",
  "newest.previous": "Previous listings",
  "newest.next": "Next listings",
  "newest.empty": "No properties found.",
} as const;
