import type { Information } from './information.entity.js';

export function informationJson(information: Information) {
  return {
    id: information.id,
    title: information.title,
    body: information.body,
    show_type: information.showType,
    show_users: information.showUsers,
    published_at: information.publishedAt,
    created_at: information.createdAt,
    updated_at: information.updatedAt,
  };
}
