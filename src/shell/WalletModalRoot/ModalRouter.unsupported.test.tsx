import { jest } from '@jest/globals';
import { render } from '@testing-library/react';

// A react-router without one of the contexts the modal sets apart (6 has no framework context), as a bundler that lets
// the missing export through leaves it: undefined. The rest is react-router's other build (the one `react-router`
// resolves to here would be this mock itself).
jest.unstable_mockModule('react-router', async () => ({
  ...(await import('../../../node_modules/react-router/dist/development/index.js')),
  UNSAFE_FrameworkContext: undefined,
}));
const { ModalRouter, UNSUPPORTED_REACT_ROUTER } = await import('./ModalRouter');

it('a react-router the modal cannot set apart fails with the sentence saying which one to install', () => {
  expect(() => render(<ModalRouter>Modal</ModalRouter>)).toThrow(UNSUPPORTED_REACT_ROUTER);
  expect(UNSUPPORTED_REACT_ROUTER).toMatch(/^Install react-router 7 or 8/);
});
