import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIRESTORE_MAIN_CLASS, manifestText, wrapperJar } from "./wrapper-jar.ts";

describe("wrapperJar", () => {
  it("folds manifest lines at 72 bytes", () => {
    const long = `/${"a".repeat(150)}/cloud-firestore-emulator.jar`;
    const text = manifestText({ "Main-Class": FIRESTORE_MAIN_CLASS, "Class-Path": long });
    const lines = text.split("\r\n");
    expect(lines.every((line) => Buffer.byteLength(line) <= 72)).toBe(true);
    expect(text.endsWith("\r\n\r\n")).toBe(true);
    expect(text.replace(/\r\n /g, "")).toContain(`Class-Path: ${long}\r\n`);
  });
  it("is a zip holding only the manifest, pointing at the installed jar", () => {
    const jar = wrapperJar("/opt/google cloud/cloud-firestore-emulator.jar");
    const end = jar.subarray(jar.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(1);
    expect(jar.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = jar.readUInt16LE(26);
    expect(jar.subarray(30, 30 + nameLength).toString()).toBe("META-INF/MANIFEST.MF");
    const size = jar.readUInt32LE(18);
    const data = jar.subarray(30 + nameLength, 30 + nameLength + size);
    expect(jar.readUInt32LE(14)).toBe(crc32(data));
    const manifest = data.toString().replace(/\r\n /g, "");
    expect(manifest).toContain(`Main-Class: ${FIRESTORE_MAIN_CLASS}\r\n`);
    expect(manifest).toContain("Class-Path: /opt/google%20cloud/cloud-firestore-emulator.jar\r\n");
  });
});
