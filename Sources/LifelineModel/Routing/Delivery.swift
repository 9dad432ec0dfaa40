/// Whether UIKit delivers a callback under a profile.
public enum Delivery: Hashable, Sendable {
    /// UIKit calls the method (when the delegate implements it).
    case delivered
    /// UIKit does not call it under this profile, even when it is implemented.
    case notDelivered
    /// Delivered only when the app adopts the given mechanism (a SwiftUI app has no delegates
    /// of its own).
    case whenAdopted(Adoption)

    /// Whether the callback can reach a delegate at all under the profile.
    package var isPossible: Bool { self != .notDelivered }

    /// A short cell for the routing table.
    package var cell: String {
        switch self {
        case .delivered: return "yes"
        case .notDelivered: return "-"
        case .whenAdopted(let adoption): return adoption.cell
        }
    }
}

/// How a SwiftUI app opts into UIKit delegate callbacks.
public enum Adoption: String, Hashable, Sendable, CaseIterable {
    /// `@UIApplicationDelegateAdaptor`: SwiftUI instantiates the app delegate and calls it.
    case applicationDelegateAdaptor
    /// `configurationForConnecting` returns a configuration whose `delegateClass` is set.
    case sceneDelegateClass

    package var cell: String {
        switch self {
        case .applicationDelegateAdaptor: return "adaptor"
        case .sceneDelegateClass: return "delegateClass"
        }
    }

    package var explanation: String {
        switch self {
        case .applicationDelegateAdaptor:
            return "only with @UIApplicationDelegateAdaptor, which makes SwiftUI instantiate and call the app delegate"
        case .sceneDelegateClass:
            return "only when configurationForConnecting returns a configuration with a delegateClass"
        }
    }
}

/// The delivery of one callback under each profile: one row of the routing table.
public struct Routing: Hashable, Sendable {
    /// The delivery under iOS 12 (app delegate only).
    public var ios12: Delivery
    /// The delivery under iOS 13 and later with one scene.
    public var ios13: Delivery
    /// The delivery under iPadOS with several windows.
    public var ipadosMultiwindow: Delivery
    /// The delivery in a SwiftUI app.
    public var swiftui: Delivery

    /// A row from its four deliveries.
    public init(ios12: Delivery, ios13: Delivery, ipadosMultiwindow: Delivery, swiftui: Delivery) {
        self.ios12 = ios12
        self.ios13 = ios13
        self.ipadosMultiwindow = ipadosMultiwindow
        self.swiftui = swiftui
    }

    /// The delivery under `profile`.
    public subscript(profile: Profile) -> Delivery {
        switch profile {
        case .ios12: return ios12
        case .ios13: return ios13
        case .ipadosMultiwindow: return ipadosMultiwindow
        case .swiftui: return swiftui
        }
    }

    /// App delegate, every profile (launch, termination, memory, push): through the adaptor in SwiftUI.
    static let appEverywhere = Routing(
        ios12: .delivered, ios13: .delivered, ipadosMultiwindow: .delivered,
        swiftui: .whenAdopted(.applicationDelegateAdaptor))
    /// App delegate UI-state methods: sceneless only; UIKit stops calling them once scenes are adopted.
    static let appSceneless = Routing(
        ios12: .delivered, ios13: .notDelivered, ipadosMultiwindow: .notDelivered,
        swiftui: .notDelivered)
    /// App delegate session methods: only when scenes exist.
    static let appWithScenes = Routing(
        ios12: .notDelivered, ios13: .delivered, ipadosMultiwindow: .delivered,
        swiftui: .whenAdopted(.applicationDelegateAdaptor))
    /// A root view controller's appearance: every UIKit profile; a SwiftUI app's windows hold
    /// SwiftUI's own hosting controller, whose callbacks are not the app's code.
    static let viewController = Routing(
        ios12: .delivered, ios13: .delivered, ipadosMultiwindow: .delivered,
        swiftui: .notDelivered)
    /// Scene delegate methods: scene profiles; SwiftUI only with a scene delegate class.
    static let sceneDelegate = Routing(
        ios12: .notDelivered, ios13: .delivered, ipadosMultiwindow: .delivered,
        swiftui: .whenAdopted(.sceneDelegateClass))
}

extension Receiver {
    /// Whether every app under `profile` has this delegate: UIKit calls some of its methods
    /// whatever the app adopts. Under `swiftui` an app has one only when it adopts it
    /// (`Adoption`), which a trace shows by calling it.
    package func isAlwaysPresent(under profile: Profile) -> Bool {
        Callback.allCases.contains { $0.receiver == self && $0.info.routing[profile] == .delivered }
    }
}
