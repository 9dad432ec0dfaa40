import LifelineModel

/// What one console line says, as far as the life cycle is concerned.
struct ConsoleLine {
    enum Kind: Equatable {
        /// A delegate callback's name, in any of the styles `CallbackSpellings` knows.
        case callback(Callback)
        /// The debugger saw the process end (`Message from debugger: Terminated due to signal 9`).
        case termination(String)
        /// Anything else: view-controller methods, the app's own output, blank lines.
        case noise
        /// Bytes that are not UTF-8: skipped like noise, counted apart.
        case invalid
    }

    var kind: Kind
    /// From the NSLog prefix, microseconds since 1970 (UTC); nil when the line has none.
    var timestamp: Int64?
    /// The scene object's address from a printed description (`<UIWindowScene: 0x6000…; …>`).
    var sceneAddress: UInt64?
    /// Where the scene object's address ends in the line: the session reads the
    /// `persistentIdentifier` after it (`SceneDescription`) only for a scene it has not named yet.
    var sceneAddressEnd: Int?
}
