/// `NSCoder`, as legacy state restoration hands it to the app delegate: the archive UIKit
/// writes when the app is preserved and reads at the next launch (lifecycle-facts.md §1.7).
/// Lifeline keeps no content in it: the runtime simulates when UIKit asks, not what the app saves.
public struct Coder: Sendable {
    /// Whether the archive is securely coded: true for the secure variants UIKit calls since
    /// iOS 13.2 (`application(_:shouldSaveSecureApplicationState:)` and its restore twin).
    public var requiresSecureCoding = true

    package init(requiresSecureCoding: Bool = true) { self.requiresSecureCoding = requiresSecureCoding }
}
