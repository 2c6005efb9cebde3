/*
 * A self-signed certificate for localhost and 127.0.0.1, valid for a hundred years, and its key:
 * for the SMTP tests' TLS only. Not a secret; never trusted outside the tests.
 */

export const testCertificate = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUPg91PDtUceX+M9thfnsXsTJpnqIwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyMzEwNDAxOVoYDzIxMjYxMDMw
MTA0MDE5WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAAQNdIaf+nALPBscsf6C3pSdDkhx7WaDY5b2naB7RzqM19EPDcc/YbYP
SsHCftgiX/VO74aUjNV81w4XWWVatNCxo28wbTAdBgNVHQ4EFgQU0JcdLxSUIQ1T
8YH5cJxdJNQuQ34wHwYDVR0jBBgwFoAU0JcdLxSUIQ1T8YH5cJxdJNQuQ34wDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDRwAwRAIgarxTogsUBAhNuA4YyDkZerTrBwaBogAKQ3OWIU0r0lUCIB5t
9/6Q+sv7DANlodpNThxh4/Vb2UeFSJdwxbptfgNy
-----END CERTIFICATE-----`;

export const testPrivateKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg/ni9d9IVpo3tqDjr
YHnIPH3dKJkf+iTynj4Hn7qLLfahRANCAAQNdIaf+nALPBscsf6C3pSdDkhx7WaD
Y5b2naB7RzqM19EPDcc/YbYPSsHCftgiX/VO74aUjNV81w4XWWVatNCx
-----END PRIVATE KEY-----`;
