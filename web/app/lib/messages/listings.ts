// Messages shared by the listing screens: the wishlist on cards and on the detail page.
export const listings = {
  "wishlist.add": "Add {name} to wishlist",
  "wishlist.remove": "Remove {name} from wishlist",
  // SPEC §8, word for word.
  "wishlist.failed": "Failed to update wishlist.",
  "wishlist.loginTitle": "Please Log In",
  "wishlist.loginBody":
    "Saved on this device. Log in to keep your wishlist on every device: it is added to your account when you log in.",
  "wishlist.notNow": "Not now",
  "wishlist.login": "Login",
} as const;
