// The admin's customer table (SPEC §2 "Customer Details"), for routes/admin/customers.tsx.
import { type RefObject, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation, useSubmit } from "react-router";
import type { CustomerRow } from "#shared/forms/customers.ts";
import { adminPath } from "#shared/paths.ts";
import { ConfirmDialog } from "#web/components/ConfirmDialog.tsx";
import { m } from "#web/lib/i18n.ts";
import { showSuccess } from "#web/lib/toast.ts";
import { Field } from "../ui/Field.tsx";
import { Pager } from "../ui/Pager.tsx";

type Customer = CustomerRow;

/** The Yes of the confirmation dialog, as the page's action answers it. */
type DeletionAnswer = { ok: true } | { ok: false; message: string };

export interface CustomersPageData {
  customers: Customer[];
  cities: readonly string[];
  filters: { city: string | null; q: string | null };
  total: number;
  page: number;
  pageCount: number;
  meId: string | null;
}

const fullName = (customer: Customer) =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.email || customer.phoneNumber || "";

/** Customer Details: the filters, the table with each row's Delete, the pager and the confirmation dialog. */
export function CustomersPage(props: CustomersPageData) {
  const { customers, cities, filters, total, page, pageCount, meId } = props;
  const tableHeading = useRef<HTMLHeadingElement>(null);
  // Always mounted: deleting the last row of a page unmounts the table, not the dialog and its answer.
  const deletion = useCustomerDeletion(tableHeading);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === adminPath("customers");
  const pageHref = (to: number) => {
    const query = new URLSearchParams();
    if (filters.city) query.set("city", filters.city);
    if (filters.q) query.set("q", filters.q);
    if (to > 1) query.set("page", String(to));
    const search = query.toString();
    return search ? `?${search}` : ".";
  };
  return (
    <section className="admin-people" aria-labelledby="customers-title">
      <header className="admin-people-head">
        <h1 id="customers-title">{m["customers.title"]()}</h1>
        <p>{m["customers.intro"]()}</p>
      </header>
      <CustomerFilters city={filters.city} q={filters.q} cities={cities} />
      <h2 className="visually-hidden" tabIndex={-1} ref={tableHeading}>
        {m["customers.tableCaption"]()}
      </h2>
      <p className="admin-people-count" aria-live="polite">
        {m["customers.count"]({ count: total })}
      </p>
      {customers.length === 0 ? (
        <p className="empty">{filters.q ? m["customers.emptySearch"]() : m["customers.empty"]()}</p>
      ) : (
        <div className="customer-table-wrap" aria-busy={loading}>
          <CustomerTable customers={customers} meId={meId} onDelete={deletion.open} />
        </div>
      )}
      <Pager
        className="admin-pager"
        label={m["customers.pages"]()}
        previous={page > 1 ? { to: pageHref(page - 1), text: m["customers.previous"]() } : null}
        position={m["customers.page"]({ page, pages: pageCount })}
        next={page < pageCount ? { to: pageHref(page + 1), text: m["customers.next"]() } : null}
      />
      <DeleteCustomerDialog deletion={deletion} />
    </section>
  );
}

/** City and search, in the address (a GET form): a filtered table can be bookmarked and paged. */
function CustomerFilters({
  city,
  q,
  cities,
}: {
  city: string | null;
  q: string | null;
  cities: readonly string[];
}) {
  const submit = useSubmit();
  return (
    <Form method="get" role="search" aria-label={m["customers.filters"]()} className="customer-filters">
      <Field id="customers-city" label={m["customers.city"]()}>
        {(control) => (
          <select
            {...control}
            name="city"
            defaultValue={city ?? ""}
            key={city ?? ""}
            onChange={(event) => submit(event.currentTarget.form)}
          >
            <option value="">{m["customers.allCities"]()}</option>
            {cities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="customers-q" label={m["customers.search"]()}>
        {(control) => (
          <input
            {...control}
            name="q"
            type="search"
            maxLength={100}
            placeholder={m["customers.searchHint"]()}
            defaultValue={q ?? ""}
            key={q ?? ""}
          />
        )}
      </Field>
      <div className="customer-filter-actions">
        <button type="submit" className="button button-primary">
          {m["customers.apply"]()}
        </button>
        {city || q ? (
          <Link to="." className="button">
            {m["customers.clear"]()}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function CustomerTable({
  customers,
  meId,
  onDelete,
}: {
  customers: Customer[];
  meId: string | null;
  onDelete: (customer: Customer) => void;
}) {
  return (
    <table className="customer-table">
      <caption className="visually-hidden">{m["customers.tableCaption"]()}</caption>
      <thead>
        <tr>
          <th scope="col">{m["customers.firstName"]()}</th>
          <th scope="col">{m["customers.lastName"]()}</th>
          <th scope="col">{m["customers.email"]()}</th>
          <th scope="col">{m["customers.phone"]()}</th>
          <th scope="col">{m["customers.cityColumn"]()}</th>
          <th scope="col">
            <span className="visually-hidden">{m["customers.actions"]()}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <td data-label={m["customers.firstName"]()}>{customer.firstName || m["customers.none"]()}</td>
            <td data-label={m["customers.lastName"]()}>{customer.lastName || m["customers.none"]()}</td>
            <td data-label={m["customers.email"]()}>{customer.email ?? m["customers.none"]()}</td>
            <td data-label={m["customers.phone"]()}>{customer.phoneNumber ?? m["customers.none"]()}</td>
            <td data-label={m["customers.cityColumn"]()}>{customer.city ?? m["customers.none"]()}</td>
            <td className="customer-actions">
              {customer.id === meId ? (
                <span className="muted">{m["customers.you"]()}</span>
              ) : (
                <button
                  type="button"
                  className="button button-danger button-small"
                  aria-haspopup="dialog"
                  aria-label={m["customers.deleteLabel"]({ name: fullName(customer) })}
                  onClick={() => onDelete(customer)}
                >
                  {m["customers.delete"]()}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The confirmation dialog's state: whom it asks about, and the answer of its Yes. */
function useCustomerDeletion(focusAfterDelete: RefObject<HTMLElement | null>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState<Customer | null>(null);
  const fetcher = useFetcher<DeletionAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (!answer?.ok) return;
    dialog.current?.close();
    showSuccess(m["customers.deleted"]());
    // The row is gone with its Delete button: focus goes to the table's heading.
    focusAfterDelete.current?.focus();
  }, [answer, focusAfterDelete]);

  const open = (customer: Customer) => {
    setTarget(customer);
    fetcher.reset();
    dialog.current?.showModal();
  };
  return { dialog, target, setTarget, fetcher, busy, answer, open };
}

function DeleteCustomerDialog({ deletion }: { deletion: ReturnType<typeof useCustomerDeletion> }) {
  const { dialog, target, setTarget, fetcher, busy, answer } = deletion;
  const name = target ? fullName(target) : "";
  return (
    <ConfirmDialog
      dialog={dialog}
      title={m["customers.confirmTitle"]()}
      question={m["customers.confirm"]()}
      error={answer && !answer.ok ? answer.message : null}
      cancel={m["customers.no"]()}
      confirm={m["customers.yes"]()}
      confirming={m["customers.deleting"]()}
      busy={busy}
      onClose={() => setTarget(null)}
      form={fetcher.Form}
      fields={{ customerId: target?.id ?? "" }}
      intent="delete"
    >
      {target ? (
        <p className="delete-customer-who">
          <strong>{name}</strong>
          {target.email && name !== target.email ? ` · ${target.email}` : ""}
        </p>
      ) : null}
      <p className="muted">{m["customers.confirmNote"]()}</p>
    </ConfirmDialog>
  );
}
