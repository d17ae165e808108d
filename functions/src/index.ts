// Only re-exports the domain groups: each deploys as `<group>-<name>`.
export {};
