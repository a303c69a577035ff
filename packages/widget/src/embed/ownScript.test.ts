import { describe, expect, it } from 'vitest';
import { ownScript } from './ownScript.ts';

// A parsed document runs none of its scripts and has no current script, as a module embed sees it.
const page = (body: string) => new DOMParser().parseFromString(`<!doctype html><body>${body}</body>`, 'text/html');
const CONFIG = `data-host="https://api.example.com" data-firebase-config='{"apiKey":"k","projectId":"p"}'`;

describe('the embed finding its own tag when it runs as a module', () => {
  it('takes the ticketkit.js tag over an earlier tag of another script with the same data attributes', () => {
    const doc = page(`<script src="/analytics.js" ${CONFIG}></script><script type="module" src="https://cdn.example.com/v1/ticketkit.js?x=1" ${CONFIG}></script>`);
    expect(ownScript(doc)!.getAttribute('src')).toBe('https://cdn.example.com/v1/ticketkit.js?x=1');
  });

  it('needs both data-host and data-firebase-config', () => {
    expect(ownScript(page(`<script src="/ticketkit.js" data-host="https://api.example.com"></script>`))).toBeNull();
    expect(ownScript(page(`<script src="/other.js" data-host="https://api.example.com"></script><script src="/embed.js" ${CONFIG}></script>`))!.getAttribute('src')).toBe('/embed.js');
  });

  it('does not take a file that only ends in ticketkit.js', () => {
    const doc = page(`<script src="/embed.js" ${CONFIG}></script><script src="/not-ticketkit.js" ${CONFIG}></script>`);
    expect(ownScript(doc)!.getAttribute('src')).toBe('/embed.js');
  });
});
