// The wrapper jar the "firebase-tools" strategy hands firebase-tools as its Firestore emulator: no classes of its
// own, only a manifest pointing at the installed emulator jar, written as a stored (uncompressed) zip.
import { pathToFileURL } from "node:url";
import { crc32 } from "node:zlib";

export const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** A jar's manifest, lines folded at 72 bytes as the JAR specification asks. */
export function manifestText(attributes: Record<string, string>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    let line = `${name}: ${value}`;
    lines.push(line.slice(0, 72));
    line = line.slice(72);
    while (line.length > 0) {
      lines.push(` ${line.slice(0, 71)}`);
      line = line.slice(71);
    }
  }
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** A zip archive of stored (uncompressed) files: enough for a jar that only carries a manifest. */
function zipStored(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const dosDate = (1 << 5) | 1; // 1980-01-01: a fixed date keeps the file byte-identical between runs
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, file.data);
    centrals.push(central, name);
    offset += local.length + name.length + file.data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A jar with no classes of its own: a Main-Class and a Class-Path to the installed emulator jar. */
export function wrapperJar(emulatorJar: string): Buffer {
  const manifest = manifestText({
    "Manifest-Version": "1.0",
    "Main-Class": FIRESTORE_MAIN_CLASS,
    // A path-absolute URL, resolved against the wrapper's own location.
    "Class-Path": pathToFileURL(emulatorJar).pathname,
  });
  return zipStored([{ name: "META-INF/MANIFEST.MF", data: Buffer.from(manifest, "utf8") }]);
}
