// @ts-check
// How the test stubs (tests/stubs/cms-stub.mjs, tests/stubs/collector-stub.mjs) start: on loopback, on the
// port asked for or any free one, answering with the address they listen on.
/**
 * @param {import("node:http").Server} server
 * @param {number} [port] 0: any free port
 * @param {string} [host]
 * @returns {Promise<string>} the server's base URL
 */
export function listenLocally(server, port = 0, host = "127.0.0.1") {
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = /** @type {import("node:net").AddressInfo} */ (server.address());
      resolve(`http://${host}:${address.port}`);
    });
  });
}
