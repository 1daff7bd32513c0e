import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { pagePath } from "#shared/paths.ts";
import { Field } from "#web/components/ui/Field.tsx";
import { appContext } from "#web/lib/app-context.server.ts";
import { localizedPath, m } from "#web/lib/i18n.ts";
import { Link } from "#web/lib/links.tsx";
import { requireUserForPage } from "#web/lib/require-user.server.ts";
import type { Route } from "./+types/edit-profile";
import { getProfile, saveProfile } from "./edit-profile.server.ts";

export function meta(): Route.MetaDescriptors {
  return [{ title: m["editProfile.metaTitle"]() }, { name: "robots", content: "noindex" }];
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
  if (!result.ok) return data(result, { status: result.status });
  return redirect(localizedPath(pagePath("profile")));
}

// Labels as message functions, called when the page renders (in its language).
const FIELDS = [
  { name: "firstName", label: m["editProfile.firstName"], autoComplete: "given-name" },
  { name: "lastName", label: m["editProfile.lastName"], autoComplete: "family-name" },
  { name: "phoneNumber", label: m["editProfile.phone"], autoComplete: "tel-national" },
  { name: "address", label: m["editProfile.address"], autoComplete: "street-address" },
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
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
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
        <h1>{m["editProfile.title"]()}</h1>
        <Field id="profile-email" label={m["editProfile.email"]()}>
          {(control) => <input {...control} type="email" value={profile.email ?? ""} readOnly disabled />}
        </Field>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            id={`profile-${field.name}`}
            label={field.label()}
            error={shown(field.name)}
          >
            {(control) => (
              <input
                {...control}
                name={field.name}
                autoComplete={field.autoComplete}
                defaultValue={profile[field.name] ?? ""}
                inputMode={field.name === "phoneNumber" ? "numeric" : undefined}
                maxLength={field.name === "phoneNumber" ? 10 : 300}
              />
            )}
          </Field>
        ))}
        <button type="submit" className="button button-primary" disabled={navigation.state === "submitting"}>
          {m["editProfile.save"]()}
        </button>
        <Link className="button" to={pagePath("profile")}>
          {m["editProfile.cancel"]()}
        </Link>
      </Form>
    </main>
  );
}
