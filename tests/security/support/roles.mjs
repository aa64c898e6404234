// Everyone who may knock: staff, client users of each role, a user of a client group, disabled users,
// and callers with no token, an expired one, or one signed with another key.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '@portal/db';
import { signAccessToken } from '@portal/server-kit';
import { Api } from '../../../tools/stack/test-portal.mjs';

/** What a token says about its caller (the gateway verifies it; here it is only read). */
export function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

function principalOf(token) {
  const { userid, username, name, roleid, clientid, clientIds } = claimsOf(token);
  return { userid, username, name, roleid, clientid, clientIds };
}

async function createUser(prisma, username, clientid, password) {
  return prisma.webUser.create({ data: { username, password, roleid: 1, clientid, active: 0, name: username, firstname: 'Matrix' } });
}

/**
 * A role: `kind` is `staff`, `client` (limited to `scope`, its clients) or `refused` (no valid session);
 * `own` and `other` are the clients the matrix uses as "the caller's" and "another client's".
 */
function signedIn(name, api, kind, own, other) {
  const principal = principalOf(api.token);
  return { name, kind, api, principal, scope: kind === 'staff' ? null : principal.clientIds, own, other };
}

export async function createRoles(portal) {
  const prisma = portal.db.prisma;
  const url = portal.apiUrl;
  const signIn = (username) => Api.signIn(url, username, DEMO_PASSWORD);
  const alphaUser = await prisma.webUser.findUniqueOrThrow({ where: { username: 'alpha.user' } });
  const alpha = alphaUser.clientid;
  const borealis = (await prisma.webUser.findUniqueOrThrow({ where: { username: 'borealis.user' } })).clientid;
  const group = await clientGroup(prisma);
  // The demo password's hash, so the new users sign in with it (hashing again would only cost time).
  const password = alphaUser.password;
  const disabled = await createUser(prisma, 'matrix.disabled.user', alpha, password);
  await createUser(prisma, 'matrix.group.user', group.userClient, password);

  // One after another: each checks an argon2 hash, and side by side they can outlast the gateway's deadline.
  const sessions = [];
  for (const username of ['admin', 'alpha.user', 'alpha.admin', 'matrix.group.user', 'matrix.disabled.user']) sessions.push(await signIn(username));
  const [staff, client, clientAdmin, groupUser, revoked] = sessions;
  // identity gives a group's user every client of the group; the matrix relies on it, so it is checked here.
  assert.deepEqual(principalOf(groupUser.token).clientIds, group.clients, 'a client-group user sees every client of its group');

  // Signed in, then disabled in the database: the token-version trigger must end the session at once.
  assert.equal(claimsOf(revoked.token).ver, disabled.token_version, 'the session carries the token version it was issued at');
  await prisma.webUser.update({ where: { userid: disabled.userid }, data: { active: 1 } });
  const after = await prisma.webUser.findUniqueOrThrow({ where: { userid: disabled.userid } });
  assert.ok(after.token_version > disabled.token_version, 'disabling a user raises its token version');

  // A well-formed, unexpired token for the demo's disabled user, at its current token version.
  const demoDisabled = await prisma.webUser.findUniqueOrThrow({ where: { username: 'disabled.user' } });
  const disabledPrincipal = {
    userid: demoDisabled.userid,
    username: demoDisabled.username,
    name: demoDisabled.name,
    roleid: 1,
    clientid: alpha,
    clientIds: [alpha],
  };
  const clientPrincipal = principalOf(client.token);
  const clientVersion = (await prisma.webUser.findUniqueOrThrow({ where: { userid: clientPrincipal.userid } })).token_version;
  const minted = async (principal, secret, ttl, version) => new Api(url, await signAccessToken(principal, secret, ttl, version));
  const refused = (name, api) => ({ name, kind: 'refused', api, principal: null, scope: [], own: alpha, other: borealis });

  return [
    signedIn('staff', staff, 'staff', alpha, borealis),
    signedIn('client user', client, 'client', alpha, borealis),
    signedIn('client admin', clientAdmin, 'client', alpha, borealis),
    // Its own data is the other client of its group: what the group adds is what is tested.
    signedIn('client-group user', groupUser, 'client', group.sibling, alpha),
    refused('disabled user (signed in, then disabled)', revoked),
    refused('disabled user (minted token)', await minted(disabledPrincipal, portal.jwtSecret, 900, demoDisabled.token_version)),
    refused('no token', new Api(url)),
    refused('expired token', await minted(clientPrincipal, portal.jwtSecret, -60, clientVersion)),
    refused('token signed with another key', await minted(clientPrincipal, randomBytes(32).toString('hex'), 900, clientVersion)),
  ];
}

/** The demo's client group: its clients, the one its user belongs to, and the other it reaches through the group. */
async function clientGroup(prisma) {
  const members = await prisma.client.findMany({ where: { client_group_id: { not: null } }, orderBy: { clientid: 'asc' } });
  const groupId = members.find((c) => members.filter((m) => m.client_group_id === c.client_group_id).length > 1)?.client_group_id;
  assert.ok(groupId, 'the demo data has a client group of two clients or more');
  const clients = members.filter((c) => c.client_group_id === groupId).map((c) => c.clientid);
  return { clients, userClient: clients[0], sibling: clients[1] };
}
