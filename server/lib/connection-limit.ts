import type { Server } from "node:http";
import { BlockList, isIPv6 } from "node:net";
import type { Config } from "#server/config";
import { clientKey } from "./client-address";

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts in its list. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Whether a connection's peer is a proxy the app trusts (by TRUST_PROXY). Every client of a
 * proxy shares its address, so a per-address cap on the proxy would cap the whole site.
 */
function trustedPeer(trustProxy: Config["trustProxy"]): (address: string) => boolean {
  if (typeof trustProxy === "boolean") return () => trustProxy;
  if (typeof trustProxy === "function") return (address) => trustProxy(address, 0);
  const list = new BlockList();
  for (const entry of trustProxy.split(",").flatMap((part) => NAMED_RANGES[part.trim()] ?? [part.trim()])) {
    const [address, bits] = entry.split("/");
    const type = isIPv6(address) ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    return mapped ? list.check(mapped, "ipv4") : list.check(address, isIPv6(address) ? "ipv6" : "ipv4");
  };
}

/**
 * Caps the open connections of one client (an IPv4 address, an IPv6 /64) at `max`: past it a
 * new connection is closed at once. Otherwise one address could hold every socket the process
 * can open, a body byte at a time, and lock everyone else out.
 */
export function limitConnectionsPerClient(server: Server, max: number, trustProxy: Config["trustProxy"]): void {
  const isProxy = trustedPeer(trustProxy);
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const key = clientKey(address);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
