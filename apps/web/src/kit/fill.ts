// The contract's, so the server fills the same words the same way (a release's question lines).
export { fill } from '@console/contract';
