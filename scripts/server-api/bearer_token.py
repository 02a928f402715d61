#!/usr/bin/env python3
"""Prints an App Store Server API bearer token (ES256 JWT) for `storefront serve`, valid for
--minutes (at most 60, Apple's limit), signed with the .p8 key from `storefront keys create`.

usage: bearer_token.py --key P8 --key-id KID --issuer-id ISS --bundle-id BID [--minutes 55]
"""
import argparse
import sys
import time

import jwt


def main() -> int:
    """Parses the arguments and prints the token on one line."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--key", required=True)
    parser.add_argument("--key-id", required=True)
    parser.add_argument("--issuer-id", required=True)
    parser.add_argument("--bundle-id", required=True)
    parser.add_argument("--minutes", type=int, default=55)
    arguments = parser.parse_args()
    if not 1 <= arguments.minutes <= 60:
        print("bearer_token.py: --minutes must be 1 to 60", file=sys.stderr)
        return 64
    with open(arguments.key, "rb") as file:
        key = file.read()
    now = int(time.time())
    claims = {
        "iss": arguments.issuer_id,
        "iat": now,
        "exp": now + arguments.minutes * 60,
        "aud": "appstoreconnect-v1",
        "bid": arguments.bundle_id,
    }
    print(jwt.encode(claims, key, algorithm="ES256", headers={"kid": arguments.key_id}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
