/**
 * Texts of projects, the page designer and the page viewer (namespace `project`).
 * Chinese is the shape; English must have every key (the locale test checks both).
 */
export const projectZh = {
  unsaved: '有未保存的修改',
  saved: '已保存',
};

export const projectEn: typeof projectZh = {
  unsaved: 'There are unsaved changes',
  saved: 'Saved',
};
