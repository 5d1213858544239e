import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 3000 and the embedded SQLite file', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SQLITE_PATH).toMatch(/data[/\\]lakeside\.sqlite$/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['DATABASE_URL', 'postgres://localhost/lakeside'],
    ['DATABASE_URL', 'not a url'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['CONSOLE_ORIGIN', 'console.example'],
    ['NODE_ENV', 'staging'],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('keeps only the origin of a configured URL', () => {
    expect(loadConfig({ CONSOLE_ORIGIN: 'https://console.example.com/' }).CONSOLE_ORIGIN).toBe(
      'https://console.example.com',
    );
  });
});
