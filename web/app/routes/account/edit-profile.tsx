import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "#web/lib/app-context.server.ts";
import { t } from "#web/lib/i18n.ts";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import type { Route } from "./+types/edit-profile";
import { getProfile, saveProfile } from "./edit-profile.server.ts";

export function meta(): Route.MetaDescriptors {
  return [{ title: t("editProfile.metaTitle") }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, user } = context.get(appContext);
  return { profile: await getProfile(db, { userId: requireUserForPage(user).id }) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { db, user } = context.get(appContext);
  const result = await saveProfile(db, {
    userId: requireUserForPage(user).id,
    form: await request.formData(),
  });
  if (!result.ok) return data({ errors: result.errors }, { status: 400 });
  return redirect("/profile");
}

const FIELDS = [
  { name: "firstName", label: t("editProfile.firstName"), autoComplete: "given-name" },
  { name: "lastName", label: t("editProfile.lastName"), autoComplete: "family-name" },
  { name: "phoneNumber", label: t("editProfile.phone"), autoComplete: "tel-national" },
  { name: "address", label: t("editProfile.address"), autoComplete: "street-address" },
] as const;

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  const navigation = useNavigation();
  // Fields edited since the server's last answer; each answer shows all of its errors again.
  const [edited, setEdited] = useState<{ answer: unknown; names: Set<string> }>({
    answer: null,
    names: new Set(),
  });
  const editedNow = edited.answer === actionData ? edited.names : new Set<string>();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const shown = (name: string) => (editedNow.has(name) ? undefined : errors[name]);
  return (
    <main className="auth-page">
      <Form
        method="post"
        className="auth-card"
        onChange={(event) => {
          // An error clears as soon as its field is edited (SPEC §5).
          const field = event.target;
          if (field instanceof HTMLInputElement) {
            setEdited({ answer: actionData, names: new Set(editedNow).add(field.name) });
          }
        }}
      >
        <h1>{t("editProfile.title")}</h1>
        <div className="field">
          <label htmlFor="profile-email">{t("editProfile.email")}</label>
          <input id="profile-email" type="email" value={profile.email ?? ""} readOnly disabled />
        </div>
        {FIELDS.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`profile-${field.name}`}>{field.label}</label>
            <input
              id={`profile-${field.name}`}
              name={field.name}
              autoComplete={field.autoComplete}
              defaultValue={profile[field.name] ?? ""}
              inputMode={field.name === "phoneNumber" ? "numeric" : undefined}
              maxLength={field.name === "phoneNumber" ? 10 : 300}
              aria-invalid={shown(field.name) ? true : undefined}
              aria-describedby={shown(field.name) ? `${field.name}-error` : undefined}
            />
            {shown(field.name) ? (
              <p id={`${field.name}-error`} className="field-error">
                {shown(field.name)}
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          {t("editProfile.save")}
        </button>
        <Link className="button" to="/profile">
          {t("editProfile.cancel")}
        </Link>
      </Form>
    </main>
  );
}
