// Modules that vite.config.ts's plugins make at build time.
declare module "virtual:nilam/locale-manifests" {
  const manifests: import("#server/http/locale-builds.ts").LocaleManifests;
  export default manifests;
}
