import { describe, expect, it } from "vitest";
import { formatCmsError, isUnknownLocale, MalformedResponseError } from "./errors";

function sdkError(name: string, data: object) {
  const error = new Error(JSON.stringify(data, null, "  "));
  error.name = name;
  return error;
}

describe("formatCmsError", () => {
  it("reports status, status text, message, details and request id of a service error", () => {
    const error = sdkError("NotFound", {
      status: 404,
      statusText: "Not Found",
      message: "The resource could not be found.",
      details: { type: "Entry", id: "hero-1" },
      requestId: "req-42",
    });
    expect(formatCmsError(error)).toBe(
      'NotFound: status 404 Not Found, message "The resource could not be found.", details {"type":"Entry","id":"hero-1"}, request id req-42',
    );
  });

  it("leaves out what the service did not send", () => {
    expect(
      formatCmsError(
        sdkError("500 Internal Server Error", {
          status: 500,
          statusText: "Internal Server Error",
          message: "",
          details: {},
        }),
      ),
    ).toBe("500 Internal Server Error: status 500 Internal Server Error");
  });

  it("names a network failure plainly", () => {
    const error = new Error("Network Error");
    error.name = "AxiosError";
    expect(formatCmsError(error)).toBe("AxiosError: Network Error");
  });

  it("names a malformed response and anything that is not an Error", () => {
    expect(formatCmsError(new MalformedResponseError("items is not a list"))).toBe(
      "MalformedResponse: items is not a list",
    );
    expect(formatCmsError("boom")).toBe("Unknown error: boom");
  });
});

describe("isUnknownLocale", () => {
  it("knows the service's refusal of a locale the space lacks from any other refusal", () => {
    const refusal = (message: string) =>
      sdkError("BadRequest", { status: 400, statusText: "Bad Request", message, requestId: "r" });
    expect(isUnknownLocale(refusal("Unknown locale: hi-IN"))).toBe(true);
    expect(isUnknownLocale(refusal("The query you sent was invalid."))).toBe(false);
    expect(isUnknownLocale(sdkError("NotFound", { status: 404, message: "Unknown locale" }))).toBe(false);
    expect(isUnknownLocale("Unknown locale")).toBe(false);
  });
});
