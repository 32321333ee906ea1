/**
 * Reader spec 2.8, 4, 5 and 8: the place page view and its in-place editing. Texts the spec
 * leaves open (the offline hint, the stale-write answer's advice) are ours.
 */
export const PLACE_MESSAGES = {
  title: '*Please enter title.',
  submitting: 'Submit...',
  edited: 'Edited successfully.',
  hidden: 'Page hide successfully.',
  shown: 'Page show successfully.',
  publishChanged: 'Page published date changed successfully.',
  deleted: 'Page deleted successfully.',
  added: 'Page added successfully.',
  orderChanged: 'Page order changed successfully.',
  selectPublishPeriod: 'Select publish period',
  selectAnotherYear: 'Select another year',
  assessmentTasks: 'Assessment Tasks',
  openDrive: 'Open shared Google Drive',
  enterDriveUrl: 'Please enter Google Drive url',
  addBlog: 'Add new blog',
  /** The shared-folder field holds something that names no Drive folder. */
  driveUrlInvalid: 'This is not a Google Drive folder link. Paste the address of a shared folder.',
  deleteConfirm: 'Are you sure you want to delete this page?',
  unlinkConfirm: 'Are you sure you want to unlink this Google Drive folder?',
  offlineHint: 'You are offline: editing is available again once you are back online.',
  /** 409: someone saved the page (or entry) after this editor opened it. */
  staleWrite: 'Someone else saved this page after you opened it. Your text is still in the editor: copy it, reload the page and save again.',
  staleBlogEntry: 'Someone else saved this blog entry after you opened it. Your text is still in the editor: copy it, reload the page and save again.',
  blogTitle: '*Please enter title.',
  blogContent: '*Please enter content.',
  blogSaved: 'Saved successfully.',
  blogDeleteConfirm: 'Are you sure you want to delete this blog entry?',
  blogDeleted: 'Deleted successfully.',
  reorderMismatch: 'The list of pages has changed since it was loaded. Reload the page and move the tabs again.',
  publishInvalid: 'The publish period must end after it starts.',
  updatedAtMissing: 'Send the updated_at of the version you started editing from.',
} as const;
