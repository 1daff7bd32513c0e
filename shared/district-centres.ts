// Where a map starts for a listing in each district: the district headquarters town, from GeoNames (CC BY 4.0,
// geonames.org), rounded to 4 decimals. The keys are the site's own spellings (TAMIL_NADU_DISTRICTS); a bracketed
// label is its headquarters (Nagercoil for Kanniyakumari, Tiruchirappalli for Trichy).
import type { TamilNaduDistrict } from "./districts.ts";
import type { GeoPoint } from "./geo.ts";

const centre = (lat: number, lng: number): GeoPoint => ({ lat, lng });

export const DISTRICT_CENTRES: Readonly<Record<TamilNaduDistrict, GeoPoint>> = {
  Ariyalur: centre(11.1385, 79.0756),
  Chengalpattu: centre(12.6918, 79.9766),
  Chennai: centre(13.0878, 80.2785),
  Coimbatore: centre(11.0056, 76.9661),
  Cuddalore: centre(11.7562, 79.7669),
  Dharmapuri: centre(12.1277, 78.1579),
  Dindigul: centre(10.369, 77.9804),
  Erode: centre(11.3428, 77.7274),
  Kallakurichi: centre(11.7404, 78.959),
  Kancheepuram: centre(12.8352, 79.7001),
  Karur: centre(10.9577, 78.081),
  Krishnagiri: centre(12.5192, 78.2138),
  Madurai: centre(9.919, 78.1195),
  Mayiladuthurai: centre(11.1035, 79.655),
  Nagapattinam: centre(10.7638, 79.8431),
  "Nagercoil (Kanniyakumari)": centre(8.179, 77.4323),
  Namakkal: centre(11.2213, 78.1652),
  Perambalur: centre(11.2333, 78.8833),
  Pudukottai: centre(10.3813, 78.8214),
  Ramanathapuram: centre(9.3716, 78.8308),
  Ranipet: centre(12.9247, 79.3333),
  Salem: centre(11.6538, 78.1554),
  Sivagangai: centre(9.847, 78.4836),
  Tenkasi: centre(8.96, 77.3153),
  Thanjavur: centre(10.7852, 79.1391),
  Theni: centre(10.0112, 77.4777),
  Thiruvallur: centre(13.1438, 79.9089),
  Thiruvarur: centre(10.7727, 79.6368),
  Thoothukudi: centre(8.7674, 78.1343),
  "Trichirappalli (Trichy)": centre(10.8155, 78.6965),
  Thirunelveli: centre(8.7274, 77.6838),
  Tirupathur: centre(12.4924, 78.568),
  Tiruppur: centre(11.1154, 77.3546),
  Tiruvannamalai: centre(12.2266, 79.0746),
  "The Nilgiris": centre(11.4134, 76.6952),
  Vellore: centre(12.9184, 79.1326),
  Viluppuram: centre(11.9398, 79.4924),
  Virudhunagar: centre(9.5851, 77.9579),
};

/** The district's centre, or null for a name outside the 38 (a legacy listing's city). */
export function districtCentre(city: string): GeoPoint | null {
  return Object.hasOwn(DISTRICT_CENTRES, city) ? DISTRICT_CENTRES[city as TamilNaduDistrict] : null;
}
