/// Marks a type as an application state.
///
/// The store does not require it (any type can be a store's state); it is kept so that code
/// written for ReSwift, and APIs that want to say "this is a state", keep compiling.
public protocol StateType {}
