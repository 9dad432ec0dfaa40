import LifelineModel

/// The unit a rule is judged over, for "held in 37 of 40 scenes" summaries.
public enum RuleScope: String, Sendable, CaseIterable {
    /// The whole trace file.
    case trace
    /// One process run: from `application(_:willFinishLaunchingWithOptions:)` to its end.
    case process
    /// One scene object (`S1`, `S2`, …), from connection to disconnection.
    case scene
    /// One `UISceneSession`, which outlives its scenes and the process.
    case session

    /// The plural noun used in summaries.
    package var plural: String {
        switch self {
        case .trace: return "traces"
        case .process: return "process runs"
        case .scene: return "scenes"
        case .session: return "sessions"
        }
    }
}

extension FactBasis {
    /// Strength for "the strongest basis among the rows": documented > observed > unsure.
    var strength: UInt8 {
        switch self {
        case .unsure: return 1
        case .observed: return 2
        case .documented: return 3
        }
    }

    init?(strength: UInt8) {
        switch strength {
        case 1: self = .unsure
        case 2: self = .observed
        case 3: self = .documented
        default: return nil
        }
    }
}
