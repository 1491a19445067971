import { describe, expect, it } from "vitest";
import { parseExcerpt } from "./search-excerpt";

describe("parseExcerpt", () => {
  it("marks the runs Pagefind wrapped in <mark> and keeps the rest as plain text", () => {
    expect(parseExcerpt("Recurring payments with <mark>UPI</mark> <mark>Autopay</mark>, cards and e-Nach.")).toEqual([
      { text: "Recurring payments with ", marked: false },
      { text: "UPI", marked: true },
      { text: " ", marked: false },
      { text: "Autopay", marked: true },
      { text: ", cards and e-Nach.", marked: false },
    ]);
  });

  it("decodes the characters Pagefind escaped, so they show as written on the page", () => {
    expect(parseExcerpt("Terms &amp; conditions, &lt;b&gt;, &quot;fee&quot; &#39;zero&#39; &#x20B9;899")).toEqual([
      { text: `Terms & conditions, <b>, "fee" 'zero' ₹899`, marked: false },
    ]);
  });

  it("never turns markup into elements: anything but the mark tags stays text", () => {
    const parts = parseExcerpt('<img src=x onerror="alert(1)"> <mark><script>x()</script></mark>');
    expect(parts).toEqual([
      { text: '<img src=x onerror="alert(1)"> ', marked: false },
      { text: "<script>x()</script>", marked: true },
    ]);
  });

  it("leaves unknown or impossible references as written and survives unbalanced tags", () => {
    expect(parseExcerpt("&bogus; &#0; &#x110000; </mark>end<mark>")).toEqual([
      { text: "&bogus; &#0; &#x110000; end", marked: false },
    ]);
    expect(parseExcerpt("")).toEqual([]);
  });
});
