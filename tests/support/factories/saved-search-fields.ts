// A saved search's fields, with no database client: the rules tests (client SDK) and the factories (Admin SDK)
// write the same document.

/** A saved search of `userId`'s with its e-mails on, never yet checked, made at `at` (a Date or a Timestamp). */
export function savedSearchFields<At>(userId: string, at: At) {
  return {
    userId,
    name: "Land in Salem",
    query: "types=Sell&propertyName=Land&city=Salem",
    alerts: true,
    seen: {},
    checkedOn: "",
    createdAt: at,
    updatedAt: at,
  };
}
