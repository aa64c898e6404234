/** The user record returned by sign-in (document 1 §7.1). */
export interface SessionUser {
  userid: number;
  id?: number;
  name?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  useremail?: string | null;
  roleid: number;
  clientid?: number | null;
  client_id?: number | null;
  active?: number | null;
}

/** The web user stored after sign-in: the role and client the portal acts for. */
export interface WebUser {
  userid: number;
  roleid: number;
  clientid: number | null;
  role?: { roleid: number; name: string } | null;
  client?: { clientid: number; clientname: string } | null;
}

export interface AuthResponse {
  user: SessionUser;
  access_token: string;
  webUser: WebUser;
  /** For POST /api/authenticate/refresh; good for one use. */
  refresh_token?: string;
  /** Seconds the access token is valid for. */
  expires_in?: number;
}
