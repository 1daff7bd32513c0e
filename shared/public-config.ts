/** The subset of settings the browser may see. */
export interface PublicConfig {
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    emulatorUrl: string | null;
    /** host:port for the web SDK's connectFirestoreEmulator; null in production. */
    firestoreEmulatorHost: string | null;
  };
  /** What the upload form says and does. */
  media: UploadLimits;
  /** The map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); null: no maps, the pages say where in words only. */
  map: MapSettings | null;
}

/** An XYZ tile template (`https://…/{z}/{x}/{y}.png`, optional `{r}`) and its attribution, plain text. */
export interface MapSettings {
  tileUrl: string;
  attribution: string;
}

export interface UploadLimits {
  /** The largest photo and video accepted (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_VIDEO_MB). */
  maxImageBytes: number;
  maxVideoBytes: number;
  /**
   * Videos larger than this go from the browser straight to the bucket (POST /api/v1/uploads/direct); null when
   * the server offers no direct uploads and every file is sent to it.
   */
  directUploadOverBytes: number | null;
}
