import LifelineModel
import LifelineTrace

/// What one console line says, as far as the life cycle is concerned.
///
/// Plain values only (texts are ranges of the line), so that handing a line from the parser
/// to the merger and the session copies bytes and never retains or releases.
struct ConsoleLine {
    enum Kind: Equatable {
        /// A delegate callback's name, in any of the styles `CallbackSpellings` knows.
        case callback(Callback)
        /// A SwiftUI scene phase the app printed.
        case phase(ScenePhase)
        /// A delegate-looking method the catalogue does not know: kept as a note with its text
        /// (where it is in the line: valid UTF-8, trailing whitespace trimmed).
        case unknownMethod(text: Range<Int>)
        /// The debugger saw the process end (`Message from debugger: Terminated due to signal 9`);
        /// where its text is, as for `unknownMethod`.
        case termination(text: Range<Int>)
        /// Callback-like but not one callback: skipped and counted, never guessed.
        case ambiguous(LineScan.Ambiguity)
        /// Anything else: view-controller methods, the app's own output, blank lines.
        case noise
        /// Bytes that are not UTF-8: skipped like noise, counted apart.
        case invalid
    }

    var kind: Kind
    /// From the line's prefix, microseconds since 1970 (UTC), or since midnight when the log
    /// prints a time of day only; nil when the line has none.
    var timestamp: Int64?
    /// The process id the prefix prints (`Shop[512:77001]`, `log stream`'s PID column).
    var pid: Int64?
    /// The thread id the prefix prints.
    var thread: UInt64?
    /// The scene object's address from a printed description (`<UIWindowScene: 0x6000…; …>`),
    /// or, when the line prints only a `persistentIdentifier`, a key made from it.
    var sceneAddress: UInt64?
    /// Where the scene object's address ends in the line: the session reads the
    /// `persistentIdentifier` after it (`SceneDescription`) only for a scene it has not named yet.
    var sceneAddressEnd: Int?
    /// For a callback: whether the line opens or closes a call (`- begin`, `- end`), and a key
    /// of the words around the name (`CallSite`): two lines of one call site printing the same.
    var mark: CallMark = .none
    var textKey: UInt32 = 0
    /// The wrapper that printed the line under its own spelling (Unity's `-> …()`), if any.
    var wrapper: CallWrapper?
    /// For a wrapper's line, its own state word (`FlutterLifecycle.State`'s raw value), 0 if none.
    var wrapperState: UInt8 = 0
    /// The callback was named by a short name (`didEnterBackground`): `kind`'s callback is the
    /// app delegate's, which the session reads through the profile (`ShortName.reading`).
    var shortName = false
    /// A phrase read as the callback (`--phrases`): its index in the import's `PhraseTable`, plus one.
    var phrase: UInt16 = 0
    /// For a phase printed as a change (`active → inactive`): the old phase.
    var phaseFrom: ScenePhase?
    /// For a phase: the level the line says it was read at (`LineScan.phaseLevel`), `scene` by default.
    var phaseLevel = PhaseLevel.scene
    /// A line that is only a phase's name (`active`, `Active`, `(.inactive)`): a phase unless
    /// a profile without SwiftUI was given (`ImportSession.readsBarePhases`); UIKit apps print
    /// `applicationState` words too.
    var phaseBare = false
    /// A phase's name after a label (`[ContentView] active`): a phase only in a SwiftUI log
    /// (`ImportSession.readsLabelledPhases`), skipped in any other.
    var phaseLabelled = false
    /// A phase line of Lifeline's export, which names a level but no scene: evidence of SwiftUI, no event.
    var phaseEvidenceOnly = false
}
