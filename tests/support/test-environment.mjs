// Jest's node environment, plus whether the running test has failed so far (`globalThis.__testFailed`).
// An afterEach hook can then print what it kept for a failure only, such as the browser's log of the
// test's pages (tests/support/page-log.ts), without burying passing runs in it.
import { TestEnvironment } from 'jest-environment-node';

export default class TestEnvironmentWithOutcome extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__testFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__testFailed = true;
  }
}
