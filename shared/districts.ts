import { getLocale } from "#shared/paraglide/runtime.js";
import type { Locale } from "./locale.ts";

/** The 38 districts of Tamil Nadu offered as cities on the sell and edit forms (SPEC §3), in that order. */
export const TAMIL_NADU_DISTRICTS = [
  "Ariyalur",
  "Chengalpattu",
  "Chennai",
  "Coimbatore",
  "Cuddalore",
  "Dharmapuri",
  "Dindigul",
  "Erode",
  "Kallakurichi",
  "Kancheepuram",
  "Karur",
  "Krishnagiri",
  "Madurai",
  "Mayiladuthurai",
  "Nagapattinam",
  "Nagercoil (Kanniyakumari)",
  "Namakkal",
  "Perambalur",
  "Pudukottai",
  "Ramanathapuram",
  "Ranipet",
  "Salem",
  "Sivagangai",
  "Tenkasi",
  "Thanjavur",
  "Theni",
  "Thiruvallur",
  "Thiruvarur",
  "Thoothukudi",
  "Trichirappalli (Trichy)",
  "Thirunelveli",
  "Tirupathur",
  "Tiruppur",
  "Tiruvannamalai",
  "The Nilgiris",
  "Vellore",
  "Viluppuram",
  "Virudhunagar",
] as const;

export type TamilNaduDistrict = (typeof TAMIL_NADU_DISTRICTS)[number];

/**
 * Each district's name in Tamil, as the Government of Tamil Nadu writes it (the district's own name, without
 * the English labels' bracketed town: "Nagercoil (Kanniyakumari)" is கன்னியாகுமரி).
 */
export const DISTRICT_TA: Readonly<Record<TamilNaduDistrict, string>> = {
  Ariyalur: "அரியலூர்",
  Chengalpattu: "செங்கல்பட்டு",
  Chennai: "சென்னை",
  Coimbatore: "கோயம்புத்தூர்",
  Cuddalore: "கடலூர்",
  Dharmapuri: "தருமபுரி",
  Dindigul: "திண்டுக்கல்",
  Erode: "ஈரோடு",
  Kallakurichi: "கள்ளக்குறிச்சி",
  Kancheepuram: "காஞ்சிபுரம்",
  Karur: "கரூர்",
  Krishnagiri: "கிருஷ்ணகிரி",
  Madurai: "மதுரை",
  Mayiladuthurai: "மயிலாடுதுறை",
  Nagapattinam: "நாகப்பட்டினம்",
  "Nagercoil (Kanniyakumari)": "கன்னியாகுமரி",
  Namakkal: "நாமக்கல்",
  Perambalur: "பெரம்பலூர்",
  Pudukottai: "புதுக்கோட்டை",
  Ramanathapuram: "இராமநாதபுரம்",
  Ranipet: "இராணிப்பேட்டை",
  Salem: "சேலம்",
  Sivagangai: "சிவகங்கை",
  Tenkasi: "தென்காசி",
  Thanjavur: "தஞ்சாவூர்",
  Theni: "தேனி",
  Thiruvallur: "திருவள்ளூர்",
  Thiruvarur: "திருவாரூர்",
  Thoothukudi: "தூத்துக்குடி",
  "Trichirappalli (Trichy)": "திருச்சிராப்பள்ளி",
  Thirunelveli: "திருநெல்வேலி",
  Tirupathur: "திருப்பத்தூர்",
  Tiruppur: "திருப்பூர்",
  Tiruvannamalai: "திருவண்ணாமலை",
  "The Nilgiris": "நீலகிரி",
  Vellore: "வேலூர்",
  Viluppuram: "விழுப்புரம்",
  Virudhunagar: "விருதுநகர்",
};

export function isDistrict(name: string): name is TamilNaduDistrict {
  return Object.hasOwn(DISTRICT_TA, name);
}

/** A district's name in `locale`: the stored (English) name itself in English; any other city as it is. */
export function districtLabel(name: string, locale: Locale = getLocale()): string {
  return locale === "ta" && isDistrict(name) ? DISTRICT_TA[name] : name;
}
