#import "NotesViewController.h"

@implementation NoteStore
- (void)reload {}
- (void)save {}
@end

@implementation NotesViewController
- (instancetype)initWithStore:(NoteStore *)store {
    return [super initWithStyle:UITableViewStylePlain];
}
@end
