import UIKit

final class TestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}
