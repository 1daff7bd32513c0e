// The Sell and edit forms' names for their fields and listing types, as message tables (see lib/labels.ts).
import type { ListingFormField } from "#shared/forms/listing.ts";
import type { ListingType } from "#shared/values.ts";
import { type Message, m } from "#web/lib/i18n.ts";

export const LISTING_FIELD_LABELS: Record<ListingFormField, Message> = {
  ageOfPropertyYears: m["listingForm.field.ageOfPropertyYears"],
  amenities: m["listingForm.field.amenities"],
  area: m["listingForm.field.area"],
  areaUnit: m["listingForm.field.areaUnit"],
  boreWell: m["listingForm.field.boreWell"],
  breadthFt: m["listingForm.field.breadthFt"],
  budget: m["listingForm.field.budget"],
  budgetMethod: m["listingForm.field.budgetMethod"],
  builtUpArea: m["listingForm.field.builtUpArea"],
  builtUpAreaUnit: m["listingForm.field.builtUpAreaUnit"],
  city: m["listingForm.field.city"],
  cornerPlot: m["listingForm.field.cornerPlot"],
  contactOwnerName: m["listingForm.field.contactOwnerName"],
  contactOwnerPhone: m["listingForm.field.contactOwnerPhone"],
  dtcpCmdaApprovalNumber: m["listingForm.field.dtcpCmdaApprovalNumber"],
  electricity: m["listingForm.field.electricity"],
  facingDirection: m["listingForm.field.facingDirection"],
  leaseYears: m["listingForm.field.leaseYears"],
  latitude: m["form.location.latitude"],
  lengthFt: m["listingForm.field.lengthFt"],
  lift: m["listingForm.field.lift"],
  locality: m["listingForm.field.locality"],
  locationShown: m["form.location.shown"],
  longitude: m["form.location.longitude"],
  numberOfBathrooms: m["listingForm.field.numberOfBathrooms"],
  numberOfRooms: m["listingForm.field.numberOfRooms"],
  parking: m["listingForm.field.parking"],
  pattaNumber: m["listingForm.field.pattaNumber"],
  propertyAddress: m["listingForm.field.propertyAddress"],
  propertyName: m["listingForm.field.propertyName"],
  propertyType: m["listingForm.field.propertyType"],
  roadFacility: m["listingForm.field.roadFacility"],
  roadSide: m["listingForm.field.roadSide"],
  roadWidthFt: m["listingForm.field.roadWidthFt"],
  state: m["listingForm.field.state"],
  surveyNumber: m["listingForm.field.surveyNumber"],
  tnreraNumber: m["listingForm.field.tnreraNumber"],
  types: m["listingForm.field.types"],
  userType: m["listingForm.field.userType"],
  waterFacility: m["listingForm.field.waterFacility"],
  zipCode: m["listingForm.field.zipCode"],
};

export const LISTING_FORM_TYPE_LABELS: Record<ListingType, Message> = {
  sell: m["listingForm.type.sell"],
  rent: m["listingForm.type.rent"],
  lease: m["listingForm.type.lease"],
};
