import UIKit

final class ListViewController: UITableViewController {
    let store: Store

    init(store: Store) {
        self.store = store
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("no storyboard") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UIScreen.main.bounds.height / 12
    }
}
