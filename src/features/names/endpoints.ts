// The names endpoints, apart from index.ts: importing the feature list loads no API.
export { type NameProfile, nameProfileSchema, namesApi } from './namesApi';
