// The "jar" strategy: the installed Firestore emulator jar on our Java, and the Auth emulator alone through
// firebase-tools; at stop, both saved into one firebase-tools export folder.
import path from "node:path";
import { stopChild } from "../processes.ts";
import { killNow, spawnLogged, waitReady } from "./children.ts";
import { readMetadata, saveJarStrategyData } from "./export-folder.ts";
import { firebaseCommand, firebaseToolsEnv, writeFirebaseConfig } from "./firebase-tools.ts";
import type { RunningEmulators, Settings } from "./settings.ts";
import type { EmulatorPlan } from "./strategy.ts";
import { FIRESTORE_MAIN_CLASS } from "./wrapper-jar.ts";

export async function startWithJar(
  plan: Extract<EmulatorPlan, { kind: "jar" }>,
  settings: Settings,
): Promise<RunningEmulators> {
  const { file, hubPort } = await writeFirebaseConfig(settings, false);
  const metadata = settings.persistDir ? readMetadata(settings.persistDir) : null;

  const authArgs = ["emulators:start", "--only", "auth", "--project", settings.projectId, "--config", file];
  if (metadata?.auth && settings.persistDir) authArgs.push("--import", settings.persistDir);
  const authLog = path.join(settings.workDir, "auth.log");
  const firebase = firebaseCommand(authArgs);
  const auth = spawnLogged(firebase.command, firebase.args, {
    cwd: settings.workDir,
    env: firebaseToolsEnv(settings.workDir, null),
    log: authLog,
    spawned: settings.spawned,
  });

  const firestoreArgs = [
    "-Duser.language=en",
    "-cp",
    plan.emulatorJar,
    FIRESTORE_MAIN_CLASS,
    "--host",
    "127.0.0.1",
    "--port",
    String(settings.firestorePort),
  ];
  if (settings.rulesFile) firestoreArgs.push("--rules", settings.rulesFile);
  if (metadata?.firestore && settings.persistDir) {
    firestoreArgs.push(
      "--seed_from_export",
      path.join(settings.persistDir, metadata.firestore.metadata_file),
    );
  }
  const firestoreLog = path.join(settings.workDir, "firestore.log");
  const firestore = spawnLogged(plan.java.bin, firestoreArgs, {
    cwd: settings.workDir,
    env: process.env,
    log: firestoreLog,
    spawned: settings.spawned,
  });

  const authHost = `127.0.0.1:${settings.authPort}`;
  const firestoreHost = `127.0.0.1:${settings.firestorePort}`;
  // A java ignores SIGINT when started in the background: SIGTERM.
  const stopBoth = () =>
    Promise.all([stopChild(firestore, "SIGTERM"), stopChild(auth, "SIGTERM", { wholeGroup: false })]).then(
      () => undefined,
    );
  try {
    await Promise.all([
      waitReady("the Firebase Auth emulator", `http://${authHost}/`, auth, authLog, 90_000),
      waitReady("the Firestore emulator", `http://${firestoreHost}/`, firestore, firestoreLog, 60_000),
    ]);
  } catch (error) {
    await Promise.all([killNow(auth), killNow(firestore)]);
    throw error;
  }

  return {
    authHost,
    firestoreHost,
    projectId: settings.projectId,
    strategy: "jar",
    description: `the installed Firestore emulator on Java ${plan.java.major}, Auth through firebase-tools`,
    async stop() {
      try {
        if (settings.persistDir) {
          await saveJarStrategyData({
            persistDir: settings.persistDir,
            projectId: settings.projectId,
            firestoreHost,
            hubHost: `127.0.0.1:${hubPort}`,
          });
        }
      } finally {
        await stopBoth();
      }
    },
  };
}
