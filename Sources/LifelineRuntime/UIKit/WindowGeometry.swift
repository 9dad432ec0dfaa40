/// What `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` hands over: the
/// window's size, orientation and traits before the change (lifecycle-facts.md §15). Only what
/// the life cycle needs: the simulated iPad is landscape, 1366 × 1024 points.

/// `UIInterfaceOrientation`.
public enum InterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

/// `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// `UICoordinateSpace`, as its bounds.
public struct CoordinateSpace: Sendable, Equatable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double
}

/// `UITraitCollection`, as its horizontal size class.
public struct TraitCollection: Sendable, Equatable {
    /// `horizontalSizeClass`: compact or regular.
    public var horizontalSizeClass: UserInterfaceSizeClass
}

/// `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UICoordinateSpace`.
public typealias UICoordinateSpace = CoordinateSpace
/// `UITraitCollection`.
public typealias UITraitCollection = TraitCollection

/// `UIWindowScene.Geometry` (iOS 26's `windowScene(_:didUpdateEffectiveGeometry:)`), as the size
/// of the window and its interface orientation.
public struct WindowSceneGeometry: Sendable, Equatable {
    /// `coordinateSpace`: the window's bounds.
    public var coordinateSpace: CoordinateSpace
    /// `interfaceOrientation`: portrait or landscape.
    public var interfaceOrientation: InterfaceOrientation
}

/// A window's geometry in the simulated iPad: the whole screen, or half of it in Split View.
struct WindowGeometry {
    var space: CoordinateSpace
    var traits: TraitCollection

    static let fullScreen = WindowGeometry(
        space: CoordinateSpace(width: 1366, height: 1024),
        traits: TraitCollection(horizontalSizeClass: .regular))
    static let halfScreen = WindowGeometry(
        space: CoordinateSpace(width: 678, height: 1024),
        traits: TraitCollection(horizontalSizeClass: .compact))

    /// As iOS 26 hands it over (the simulated iPad is in landscape).
    var effective: WindowSceneGeometry {
        WindowSceneGeometry(coordinateSpace: space, interfaceOrientation: .landscapeLeft)
    }
}
