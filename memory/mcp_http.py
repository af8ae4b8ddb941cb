"""The MCP server over streamable HTTP at /mcp/, authenticated by Mise API tokens (bearer).

python -m memory.mcp_http [--host 127.0.0.1] [--port 8001]
"""

from __future__ import annotations

import argparse
import os


class DjangoTokenVerifier:
    """A bearer token is valid when it is a user's Mise API token."""

    async def verify_token(self, token: str):
        from mcp.server.auth.provider import AccessToken
        from rest_framework.authtoken.models import Token

        from memory.mcp import in_thread

        user_id = await in_thread(lambda: Token.objects.filter(key=token).values_list("user_id", flat=True).first())
        if user_id is None:
            return None
        return AccessToken(token=token, client_id=str(user_id), scopes=[], subject=str(user_id))


def create_app(*, public_url: str):
    from mcp.server.auth.settings import AuthSettings

    from memory.mcp import build_server

    # Mise API tokens are issued for Mise alone, and the verifier checks each one against the database.
    auth = AuthSettings(
        issuer_url=public_url,
        resource_server_url=f"{public_url}/mcp/",
        required_scopes=[],
        validate_token_resource=False,
    )
    server = build_server(token_verifier=DjangoTokenVerifier(), auth=auth)
    return server.streamable_http_app(streamable_http_path="/mcp/", stateless_http=True, json_response=True)


def main() -> None:
    parser = argparse.ArgumentParser(description="Mise's MCP server over streamable HTTP")
    parser.add_argument("--host", default=os.environ.get("MCP_HOST", "127.0.0.1"))
    parser.add_argument("--port", type=int, default=int(os.environ.get("MCP_PORT", "8001")))
    args = parser.parse_args()
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
    import django

    django.setup()
    import uvicorn

    uvicorn.run(
        create_app(public_url=f"http://{args.host}:{args.port}"), host=args.host, port=args.port, log_level="info"
    )


if __name__ == "__main__":
    main()
