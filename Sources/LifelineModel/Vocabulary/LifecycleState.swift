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

/// Sets of states as the follower keeps them: one bit a state (`1 << slot`).
extension LifecycleState {
    /// Every state, as bits.
    package static var everySlot: UInt8 { UInt8(truncatingIfNeeded: (1 << allCases.count) - 1) }

    /// `state` as bits; every state when it is nil (unknown).
    package static func bits(_ state: Self?) -> UInt8 { state.map { 1 << UInt8($0.slot) } ?? everySlot }

    /// The states of `bits`, in slot order.
    package static func states(in bits: UInt8) -> [Self] { allCases.filter { bits & (1 << UInt8($0.slot)) != 0 } }
}
