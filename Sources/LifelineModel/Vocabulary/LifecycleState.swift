/// A state of one of Lifeline's reference state machines (app, scene, SwiftUI phase).
public protocol LifecycleState: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// How the state reads in a diagram or a sentence.
    var displayName: String { get }
    /// One plain-language sentence for teaching.
    var explanation: String { get }
    /// A dense number, its position in `allCases`: what compiled tables index by.
    var slot: Int { get }
}

extension LifecycleState {
    /// Looks a state up by its trace spelling (`foregroundInactive`, `notRunning`, …).
    public init?(traceName: String) { self.init(rawValue: traceName) }
}
