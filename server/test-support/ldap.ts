import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { stopChild } from './console-process.ts';

export const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const INSTALL = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y slapd ldap-utils';

/** The LDAP tests use Debian's OpenLDAP; as root it is installed when missing, else they fail saying how. */
export function ensureSlapd(): void {
  if (existsSync(SLAPD) && existsSync(SLAPADD)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0)
    throw new Error(`OpenLDAP's slapd is missing. Install it with: sudo sh -c '${INSTALL}'`);
  const result = spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit' });
  // Debian may start its own directory as a service; the tests run their own.
  spawnSync('sh', ['-c', 'systemctl disable --now slapd || service slapd stop'], { stdio: 'ignore' });
  if (result.status !== 0 || !existsSync(SLAPD)) throw new Error(`Installing slapd failed; run: ${INSTALL}`);
}

/** The seeded organisation: its base, the bind account MinIO looks users up with, and where people and groups are. */
export const DIRECTORY = {
  base: 'dc=example,dc=org',
  rootDn: 'cn=admin,dc=example,dc=org',
  rootPassword: 'dev-ldap-admin',
  people: 'ou=people,dc=example,dc=org',
  groups: 'ou=groups,dc=example,dc=org',
} as const;

/** Directory users and their passwords (local dev values). */
export const DIRECTORY_USERS = {
  alice: 'alice-dev-password',
  bob: 'bob-dev-password',
  carol: 'carol-dev-password',
} as const;
export type DirectoryUser = keyof typeof DIRECTORY_USERS;

/** Groups and their members: alice edits, bob and alice read, carol is in none. */
export const DIRECTORY_GROUPS = { editors: ['alice'], readers: ['alice', 'bob'] } as const;

export const userDn = (uid: string) => `uid=${uid},${DIRECTORY.people}`;
export const groupDn = (cn: string) => `cn=${cn},${DIRECTORY.groups}`;

function seedLdif(): string {
  const entry = (lines: string[]) => `${lines.join('\n')}\n`;
  const people = Object.entries(DIRECTORY_USERS).map(([uid, password]) =>
    entry([
      `dn: ${userDn(uid)}`,
      'objectClass: inetOrgPerson',
      `uid: ${uid}`,
      `cn: ${uid}`,
      `sn: ${uid}`,
      `userPassword: ${password}`,
    ]),
  );
  const groups = Object.entries(DIRECTORY_GROUPS).map(([cn, members]) =>
    entry([
      `dn: ${groupDn(cn)}`,
      'objectClass: groupOfNames',
      `cn: ${cn}`,
      ...members.map((m) => `member: ${userDn(m)}`),
    ]),
  );
  return [
    entry([
      `dn: ${DIRECTORY.base}`,
      'objectClass: dcObject',
      'objectClass: organization',
      'dc: example',
      'o: Example',
    ]),
    entry([`dn: ${DIRECTORY.people}`, 'objectClass: organizationalUnit', 'ou: people']),
    entry([`dn: ${DIRECTORY.groups}`, 'objectClass: organizationalUnit', 'ou: groups']),
    ...people,
    ...groups,
  ].join('\n');
}

function slapdConf(dir: string): string {
  const schemas = ['core', 'cosine', 'inetorgperson', 'nis'];
  return [
    ...schemas.map((name) => `include /etc/ldap/schema/${name}.schema`),
    `pidfile ${join(dir, 'slapd.pid')}`,
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'database mdb',
    'maxsize 16777216',
    `suffix "${DIRECTORY.base}"`,
    `rootdn "${DIRECTORY.rootDn}"`,
    `rootpw ${DIRECTORY.rootPassword}`,
    `directory ${join(dir, 'db')}`,
    'access to attrs=userPassword by self write by anonymous auth by * none',
    'access to * by * read',
    '',
  ].join('\n');
}

export interface RunningDirectory {
  /** `127.0.0.1:PORT`, as MinIO's `server_addr` takes it. */
  address: string;
  pid: number;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const accepts = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
  });

async function waitUntilListening(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited with code ${child.exitCode}`);
    if (await accepts(port)) return;
    await sleep(100);
  }
  throw new Error(`slapd on port ${port} did not listen within ${timeoutMs / 1000} s`);
}

/**
 * A throwaway OpenLDAP on 127.0.0.1: its configuration and mdb database in `dir`, seeded offline with the
 * organisation above. It runs in the foreground as a child of this process, so `stop` (or this process's exit)
 * ends it.
 */
export async function startDirectory(options: { port: number; dir: string }): Promise<RunningDirectory> {
  ensureSlapd();
  mkdirSync(join(options.dir, 'db'), { recursive: true });
  const conf = join(options.dir, 'slapd.conf');
  writeFileSync(conf, slapdConf(options.dir));
  const seed = join(options.dir, 'seed.ldif');
  writeFileSync(seed, seedLdif());
  const added = spawnSync(SLAPADD, ['-f', conf, '-l', seed], { encoding: 'utf8', timeout: 30_000 });
  if (added.status !== 0) throw new Error(`slapadd failed: ${added.stderr}`);
  // `-d 0` keeps slapd in the foreground without debug output.
  const child = spawn(SLAPD, ['-d', '0', '-h', `ldap://127.0.0.1:${options.port}/`, '-f', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = `${log}${chunk}`.slice(-4000);
  });
  const endWithThisProcess = () => child.kill('SIGKILL');
  process.once('exit', endWithThisProcess);
  const stop = async () => {
    process.off('exit', endWithThisProcess);
    await stopChild(child);
  };
  try {
    await waitUntilListening(options.port, child, 15_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { address: `127.0.0.1:${options.port}`, pid: child.pid ?? -1, stop };
}

/** MinIO's environment for looking users and their groups up in this directory. */
export function minioLdapEnv(directory: RunningDirectory): Record<string, string> {
  return {
    MINIO_IDENTITY_LDAP_SERVER_ADDR: directory.address,
    MINIO_IDENTITY_LDAP_SERVER_INSECURE: 'on',
    MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN: DIRECTORY.rootDn,
    MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD: DIRECTORY.rootPassword,
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN: DIRECTORY.people,
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER: '(uid=%s)',
    MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN: DIRECTORY.groups,
    MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER: '(&(objectclass=groupOfNames)(member=%d))',
  };
}
