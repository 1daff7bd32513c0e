import { Outlet, useRouteLoaderData } from "react-router";
import { Footer } from "../../components/Footer.tsx";
import { Header } from "../../components/Header.tsx";
import type { loader as rootLoader } from "../../root.tsx";

export default function PublicLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <Header user={root?.user ?? null} />
      <Outlet />
      <Footer />
    </>
  );
}
