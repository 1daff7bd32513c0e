import type { TamilNaduDistrict } from "#shared/districts.ts";

/** Land-price tier: 1 Chennai, 2 its ring and the large cities, 3 the rest. */
export type PriceTier = 1 | 2 | 3;

export interface Place {
  /** The district's head-office PIN; seed addresses stay within a few codes of it. */
  pin: number;
  tier: PriceTier;
  localities: readonly string[];
}

/** Real localities of each district, for believable demo addresses. */
export const PLACES: Readonly<Record<TamilNaduDistrict, Place>> = {
  Ariyalur: { pin: 621704, tier: 3, localities: ["Jayankondam", "Sendurai", "Andimadam"] },
  Chengalpattu: {
    pin: 603001,
    tier: 2,
    localities: ["Guduvanchery", "Maraimalai Nagar", "Kelambakkam", "Tambaram"],
  },
  Chennai: {
    pin: 600001,
    tier: 1,
    localities: ["Anna Nagar", "Velachery", "Adyar", "T. Nagar", "Porur", "Perambur", "Sholinganallur"],
  },
  Coimbatore: {
    pin: 641001,
    tier: 2,
    localities: ["Gandhipuram", "Saravanampatti", "Peelamedu", "R.S. Puram", "Vadavalli"],
  },
  Cuddalore: { pin: 607001, tier: 3, localities: ["Panruti", "Chidambaram", "Neyveli"] },
  Dharmapuri: { pin: 636701, tier: 3, localities: ["Pennagaram", "Harur", "Palacode"] },
  Dindigul: { pin: 624001, tier: 3, localities: ["Palani", "Kodaikanal", "Vedasandur"] },
  Erode: { pin: 638001, tier: 2, localities: ["Perundurai", "Gobichettipalayam", "Bhavani"] },
  Kallakurichi: { pin: 606202, tier: 3, localities: ["Ulundurpet", "Sankarapuram", "Chinnasalem"] },
  Kancheepuram: { pin: 631501, tier: 2, localities: ["Sriperumbudur", "Walajabad", "Oragadam"] },
  Karur: { pin: 639001, tier: 3, localities: ["Kulithalai", "Aravakurichi", "Thanthoni"] },
  Krishnagiri: { pin: 635001, tier: 2, localities: ["Hosur", "Denkanikottai", "Uthangarai"] },
  Madurai: { pin: 625001, tier: 2, localities: ["K.K. Nagar", "Thirumangalam", "Melur", "Othakadai"] },
  Mayiladuthurai: { pin: 609001, tier: 3, localities: ["Sirkazhi", "Kuthalam", "Tharangambadi"] },
  Nagapattinam: { pin: 611001, tier: 3, localities: ["Velankanni", "Vedaranyam", "Thirukkuvalai"] },
  "Nagercoil (Kanniyakumari)": {
    pin: 629001,
    tier: 2,
    localities: ["Marthandam", "Kanyakumari", "Colachel"],
  },
  Namakkal: { pin: 637001, tier: 3, localities: ["Rasipuram", "Tiruchengode", "Paramathi Velur"] },
  Perambalur: { pin: 621212, tier: 3, localities: ["Kunnam", "Veppanthattai", "Alathur"] },
  Pudukottai: { pin: 622001, tier: 3, localities: ["Aranthangi", "Karambakudi", "Alangudi"] },
  Ramanathapuram: { pin: 623501, tier: 3, localities: ["Paramakudi", "Rameswaram", "Keelakarai"] },
  Ranipet: { pin: 632401, tier: 3, localities: ["Arcot", "Walajapet", "Arakkonam"] },
  Salem: { pin: 636001, tier: 2, localities: ["Fairlands", "Attur", "Omalur", "Mettur"] },
  Sivagangai: { pin: 630561, tier: 3, localities: ["Karaikudi", "Devakottai", "Manamadurai"] },
  Tenkasi: { pin: 627811, tier: 3, localities: ["Sankarankovil", "Kadayanallur", "Courtallam"] },
  Thanjavur: { pin: 613001, tier: 2, localities: ["Kumbakonam", "Pattukkottai", "Orathanadu"] },
  Theni: { pin: 625531, tier: 3, localities: ["Periyakulam", "Bodinayakanur", "Cumbum"] },
  Thiruvallur: { pin: 602001, tier: 2, localities: ["Avadi", "Ponneri", "Tiruttani", "Poonamallee"] },
  Thiruvarur: { pin: 610001, tier: 3, localities: ["Mannargudi", "Needamangalam", "Thiruthuraipoondi"] },
  Thoothukudi: { pin: 628001, tier: 3, localities: ["Tiruchendur", "Kovilpatti", "Ettayapuram"] },
  "Trichirappalli (Trichy)": {
    pin: 620001,
    tier: 2,
    localities: ["Srirangam", "Thillai Nagar", "Manapparai", "Thuvakudi"],
  },
  Thirunelveli: { pin: 627001, tier: 2, localities: ["Palayamkottai", "Ambasamudram", "Nanguneri"] },
  Tirupathur: { pin: 635601, tier: 3, localities: ["Vaniyambadi", "Ambur", "Jolarpettai"] },
  Tiruppur: { pin: 641601, tier: 2, localities: ["Avinashi", "Palladam", "Dharapuram", "Udumalaipettai"] },
  Tiruvannamalai: { pin: 606601, tier: 3, localities: ["Arani", "Chengam", "Polur"] },
  "The Nilgiris": { pin: 643001, tier: 2, localities: ["Ooty", "Coonoor", "Kotagiri", "Gudalur"] },
  Vellore: { pin: 632001, tier: 2, localities: ["Katpadi", "Gudiyatham", "Sathuvachari"] },
  Viluppuram: { pin: 605602, tier: 3, localities: ["Tindivanam", "Gingee", "Vikravandi"] },
  Virudhunagar: {
    pin: 626001,
    tier: 3,
    localities: ["Sivakasi", "Rajapalayam", "Aruppukottai", "Srivilliputhur"],
  },
};

export const STREETS = [
  "Gandhi Street",
  "Nehru Nagar 2nd Cross",
  "Kamarajar Salai",
  "Periyar Street",
  "Bharathi Nagar",
  "Main Road",
  "Anna Salai",
  "Kovil Street",
  "VOC Street",
  "MGR Nagar 3rd Street",
  "Thiruvalluvar Street",
  "Bazaar Street",
] as const;

export const OWNER_NAMES = [
  "Murugan S",
  "Lakshmi R",
  "Senthil Kumar",
  "Kavitha Rajendran",
  "Arun Prakash",
  "Meena Subramanian",
  "Karthikeyan P",
  "Revathi Krishnan",
  "Saravanan M",
  "Priya Venkatesh",
  "Ganesh Babu",
  "Anitha Selvam",
  "Vignesh Raj",
  "Deepa Natarajan",
  "Balaji Ramasamy",
  "Thenmozhi A",
] as const;

/**
 * The seed's listings lie within this many km of their district's headquarters (DISTRICT_CENTRES), a believable
 * spread for a demo; coastal headquarters keep their listings on the landward side (INLAND).
 */
export const SEED_POINT_RADIUS_KM = 8;

/** Which half of the disc around a coastal headquarters is land: the sea lies east of these, south of Nagercoil. */
export const INLAND: Readonly<Partial<Record<TamilNaduDistrict, "west" | "north">>> = {
  Chennai: "west",
  Cuddalore: "west",
  Nagapattinam: "west",
  Ramanathapuram: "west",
  Thoothukudi: "west",
  "Nagercoil (Kanniyakumari)": "north",
};
