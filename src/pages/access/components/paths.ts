/** Where the access screens send the operator. */
export const ROLE_LIST_PATH = '/access/role';
export const ROLE_FORM_PATH = '/access/roleform';
